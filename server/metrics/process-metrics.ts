import type { ServiceName } from '../../openapi/services';

const sampleEveryMs = 5_000;

let lastSample = { at: process.hrtime.bigint(), cpu: process.cpuUsage() };
let cpuPercent = 0;
let sampler: NodeJS.Timeout | undefined;

function sample(): void {
  const now = { at: process.hrtime.bigint(), cpu: process.cpuUsage() };
  const elapsedMicros = Number(now.at - lastSample.at) / 1000;
  const usedMicros = now.cpu.user - lastSample.cpu.user + (now.cpu.system - lastSample.cpu.system);
  if (elapsedMicros > 0) cpuPercent = Math.round((usedMicros / elapsedMicros) * 1000) / 10;
  lastSample = now;
}

/** Starts sampling CPU in the background; the timer never keeps the process alive. */
function startProcessSampler(): void {
  if (sampler) return;
  sampler = setInterval(sample, sampleEveryMs);
  sampler.unref();
}

/** This process's CPU use (percent of one core over the last interval) and resident memory. */
export function processMetrics(service: ServiceName) {
  startProcessSampler();
  return {
    service,
    cpuUsage: cpuPercent,
    ramUsage: process.memoryUsage.rss(),
    uptimeSeconds: Math.round(process.uptime()),
  };
}
