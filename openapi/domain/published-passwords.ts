/**
 * The demo accounts' passwords, which the README publishes (local mode only): the password judge
 * refuses them for every real account, and production refuses to start while a demo account
 * still has one (issue #47).
 */
export const publishedDemoPasswords = { administrator: 'Ceai!Verde#2025', sellers: 'Demo!2025' } as const;
