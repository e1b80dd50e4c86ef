import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { controlled, settle } from '../testing/model-paths';
import { dashboardMachine } from './dashboard.machine';
import { indexRebuildMachine } from './index-rebuild.machine';

const data = {
  services: [{ service: 'auth' as const, cpuUsage: 1.5, ramUsage: 100 }],
  totalUsers: 3,
  activeUsers: 2,
  totalProducts: 610,
  index: { rebuilding: false, indexedProducts: 610, catalogueProducts: 610, loadProgress: null, lastRebuildStartedAt: null, lastRebuildFinishedAt: null },
};

describe('dashboard polling', () => {
  it('refreshes every 5 s, keeps the last data when a refresh fails, and stops with the page', async () => {
    const loadDashboard = controlled();
    const clock = new SimulatedClock();
    const actor = createActor(dashboardMachine.provide({ actors: { load: loadDashboard.logic as never } }), { clock }).start();
    loadDashboard.waiting.shift()?.resolve(data);
    await settle();
    expect(actor.getSnapshot().context.data).toEqual(data);
    clock.increment(4_999);
    expect(loadDashboard.calls).toHaveLength(1);
    clock.increment(1);
    expect(loadDashboard.calls).toHaveLength(2);
    loadDashboard.waiting.shift()?.reject(new Error('down'));
    await settle();
    expect(actor.getSnapshot().context).toEqual({ data, failed: true });
    actor.stop();
    clock.increment(10_000);
    expect(loadDashboard.calls).toHaveLength(2);
  });
});

describe('index rebuild', () => {
  it('announces a started rebuild, and shows a failure', async () => {
    const startRebuild = controlled();
    const notifyStarted = vi.fn();
    const actor = createActor(indexRebuildMachine.provide({ actors: { startRebuild: startRebuild.logic as never }, actions: { notifyStarted } })).start();
    actor.send({ type: 'rebuild.requested' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    startRebuild.waiting.shift()?.resolve(undefined);
    await settle();
    expect(notifyStarted).toHaveBeenCalledTimes(1);
    actor.send({ type: 'rebuild.requested' });
    startRebuild.waiting.shift()?.reject(new Error('no'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
