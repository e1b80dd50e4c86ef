/** The ceiling for the load bench: the smallest useful Fastify route, in its own process. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'lume' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
