import { createActor, fromPromise, SimulatedClock, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

/** A promise actor whose every run waits until the test settles it. */
export interface Controlled {
  logic: ReturnType<typeof fromPromise<unknown, unknown>>;
  /** Inputs of the runs still waiting, oldest first. */
  waiting: { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }[];
  /** Every input the actor was started with. */
  calls: unknown[];
}

export function controlled(): Controlled {
  const handle: Controlled = {
    waiting: [],
    calls: [],
    logic: fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          handle.calls.push(input);
          const run = { input, resolve, reject };
          handle.waiting.push(run);
          // A run the machine cancelled (it left the invoking state) waits for nothing any more.
          signal.addEventListener('abort', () => handle.waiting.splice(handle.waiting.indexOf(run), 1));
        }),
    ),
  };
  return handle;
}

/** Lets promise callbacks and the actor's reactions run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const doneEvent = /^xstate\.done\.actor\.(.+)$/;
const errorEvent = /^xstate\.error\.actor\.(.+)$/;
const afterEvent = /^xstate\.after\.(.+?)\./;

type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelRunOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /**
   * Every event the model may take: user events and the done/error events of invoked actors.
   * A function picks them per state, for a machine whose timers race: a shorter delay running
   * beside a longer one must fire first, as it does on the clock.
   */
  events: ModelEvent[] | ((snapshot: { value: unknown; context: unknown }) => ModelEvent[]);
  /** Names of the promise actors, provided as controlled actors in the system under test. */
  actorNames: string[];
  /** Delays by name, so `xstate.after` steps advance a simulated clock by the right amount. */
  delays?: Record<string, number>;
  input?: unknown;
  /** Paths are cut at this many steps. */
  limit?: number;
  /** What makes two snapshots the same state for the model; defaults to value and context. */
  serializeState?: (snapshot: { value: unknown; context: unknown }) => string;
  /** What makes two events the same for the model; defaults to their JSON. */
  serializeEvent?: (event: EventObject & Record<string, unknown>) => string;
}

export interface ModelRun {
  paths: number;
  /** Every state node id of the machine a snapshot can rest in (not one it only passes through on `always`). */
  allStates: string[];
  /** The state node ids some path visited. */
  visitedStates: Set<string>;
}

/**
 * Model-based testing: xstate/graph generates the shortest path to every reachable state;
 * each path is replayed against a real actor whose promise actors are controlled and whose
 * clock is simulated, and after every step the actor must be in the state the model predicts.
 */
export async function runModelPaths<TMachine extends AnyStateMachine>(options: ModelRunOptions<TMachine>): Promise<ModelRun> {
  // createTestModel refuses machines that invoke actors or use delays; the model itself does not,
  // and the done/error/after events in `events` stand in for the actors and the clock.
  const model = new TestModel(options.machine, {
    events: options.events as never,
    ...(options.input === undefined ? {} : { input: options.input as never }),
    ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
    ...(options.serializeEvent ? { serializeEvent: options.serializeEvent as never } : {}),
  });
  const paths = model.getShortestPaths({ limit: options.limit ?? 500 } as never);
  const visitedStates = new Set<string>();
  for (const path of paths) {
    const handles = Object.fromEntries(options.actorNames.map((name) => [name, controlled()]));
    const clock = new SimulatedClock();
    const machine = options.machine.provide({ actors: Object.fromEntries(Object.entries(handles).map(([name, handle]) => [name, handle.logic])) } as never);
    const actor: AnyActorRef = createActor(machine, { clock, ...(options.input === undefined ? {} : { input: options.input }) } as never);
    actor.start();
    await settle();
    const expectState = (expected: { value: unknown }, description: string) => {
      const actual = JSON.stringify(actor.getSnapshot().value);
      const wanted = JSON.stringify(expected.value);
      if (actual !== wanted) throw new Error(`${path.description}\n  at ${description}: actor is in ${actual}, the model expects ${wanted}`);
      for (const node of (expected as unknown as { _nodes: { id: string }[] })._nodes) visitedStates.add(node.id);
    };
    for (const [index, step] of path.steps.entries()) {
      const { type } = step.event;
      if (type === 'xstate.init') {
        expectState(step.state as { value: unknown }, 'start');
        continue;
      }
      const done = doneEvent.exec(type);
      const failed = errorEvent.exec(type);
      const after = afterEvent.exec(type);
      if (done || failed) {
        const handle = handles[(done ?? failed)![1] as string];
        // The model may also take a done/error event no actor is waiting for (a no-op there);
        // then nothing is settled, and the state check below confirms nothing changed.
        const run = handle?.waiting.shift();
        if (run && done) run.resolve((step.event as { output?: unknown }).output);
        if (run && failed) run.reject((step.event as { error?: unknown }).error);
      } else if (after) {
        clock.increment(options.delays?.[after[1] as string] ?? 0);
      } else {
        actor.send(step.event);
      }
      await settle();
      expectState(step.state as { value: unknown }, `step ${index} (${type})`);
    }
    actor.stop();
  }
  const passedThrough = (node: { config: { always?: unknown; on?: unknown; invoke?: unknown; after?: unknown } }) =>
    node.config.always !== undefined && node.config.on === undefined && node.config.invoke === undefined && node.config.after === undefined;
  const allStates = getStateNodes(options.machine.root)
    .filter((node) => !passedThrough(node))
    .map((node) => node.id);
  return { paths: paths.length, allStates, visitedStates };
}
