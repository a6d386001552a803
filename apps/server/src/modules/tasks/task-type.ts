import type { Clock } from '../../lib/clock';

/**
 * The contract between the task engine and each kind of batch write (ARCHITECTURE §6). A task type
 * says how items are grouped into calls, which rate-limit buckets a call draws from, how a group is
 * sent, and how an item whose outcome is unknown is settled by reading the medium.
 */

/** The medium object an item changes; ids are strings (Ocean Engine ids exceed 2^53). */
export interface ItemTarget {
  medium?: string | null;
  advertiserId?: string | null;
  objectType?: string | null;
  /** Absent for a creation until the medium answers with the new object's id. */
  objectId?: string | null;
}

/** An item as a feature submits it. */
export interface NewTaskItem<TRequest> {
  request: TRequest;
  target?: ItemTarget;
  /**
   * Unique per task type. A feature derives it from what was submitted so a double submission is
   * refused; absent, the engine generates one. Creations send it to the medium on every attempt.
   */
  idempotencyKey?: string;
}

export interface ItemGroup<TItem> {
  key: string;
  items: TItem[];
}

/** A claimed item, as `execute` and `reconcile` see it. */
export interface TaskItem<TRequest> {
  id: number;
  taskId: number;
  seq: number;
  groupKey: string;
  idempotencyKey: string;
  /** Claims so far, this one included. */
  attempts: number;
  request: TRequest;
  target: {
    medium: string | null;
    advertiserId: string | null;
    objectType: string | null;
    objectId: string | null;
  };
}

export interface TaskContext {
  task: {
    id: number;
    type: string;
    title: string;
    params: unknown;
    createdBy: number | null;
  };
  clock: Clock;
  /** Aborted when the engine stops waiting (timeout, worker shutdown): abandon the call. */
  signal: AbortSignal;
}

/** What was sent and answered, for the change history. */
interface Exchange {
  request?: unknown;
  response?: unknown;
  before?: unknown;
  after?: unknown;
}

/** What became of one item of a sent group. */
export type ItemOutcome<TResult = unknown> =
  | ({ status: 'succeeded'; result?: TResult; objectId?: string } & Exchange)
  | ({
      status: 'failed';
      /** The medium's code (or ours), and a Chinese message the operator can act on. */
      code: string;
      message: string;
      /** Rate limit, 5xx and the like: the write did not happen and may be tried again. */
      retryable?: boolean;
      /** Refused before any call (nothing reached the medium, nothing to record). */
      notSent?: boolean;
    } & Exchange)
  /** The call may or may not have been applied (timeout, lost connection). Never re-sent blindly. */
  | ({ status: 'unknown'; code?: string; message?: string } & Exchange);

/** What reading the medium says about an item whose outcome was unknown. */
export type ReconcileOutcome<TResult = unknown> =
  | {
      status: 'succeeded';
      result?: TResult;
      objectId?: string;
      response?: unknown;
      after?: unknown;
    }
  | { status: 'failed'; code: string; message: string; response?: unknown }
  /** The write did not land: send it again. */
  | { status: 'not_applied' }
  /** The read failed as well: try again later. */
  | { status: 'unknown'; code?: string; message?: string };

export interface TaskTypeDefinition<TRequest = unknown, TResult = unknown> {
  type: string;
  /** Written to the change history, e.g. `update_status`, `create_promotion`. */
  action: string;
  /** Creations must be idempotent on the medium side: the key travels with every attempt. */
  isCreation: boolean;
  /** Overrides the engine's default limit of claims per item (sends and reconciliations). */
  maxAttempts?: number;
  /** Overrides the engine's default time limit of one `execute` call. */
  executeTimeoutMs?: number;
  /**
   * Splits the submitted items into calls as the medium wants them (10 per advertiser for a batch
   * modify; one object per status call). Every item must appear in exactly one group.
   */
  group(items: readonly NewTaskItem<TRequest>[]): ItemGroup<NewTaskItem<TRequest>>[];
  /** The buckets one call for `group` draws from: per (medium, app, endpoint) and per advertiser. */
  limiterKey(group: ItemGroup<NewTaskItem<TRequest>>): string | readonly string[];
  /** Sends one group; answers an outcome per item id (a missing one counts as unknown). */
  execute(
    group: ItemGroup<TaskItem<TRequest>>,
    ctx: TaskContext,
  ): Promise<ReadonlyMap<number, ItemOutcome<TResult>>>;
  /** Settles an unknown item by READING the medium; it must never write. */
  reconcile(item: TaskItem<TRequest>, ctx: TaskContext): Promise<ReconcileOutcome<TResult>>;
}

const TYPE_NAME = /^[a-z][a-z0-9_.:-]{1,63}$/;

/** Declares a task type; checks the parts the engine relies on. */
export function defineTaskType<TRequest, TResult = unknown>(
  definition: TaskTypeDefinition<TRequest, TResult>,
): TaskTypeDefinition<TRequest, TResult> {
  if (!TYPE_NAME.test(definition.type)) throw new Error(`Invalid task type "${definition.type}"`);
  if (definition.maxAttempts !== undefined && !(definition.maxAttempts >= 1)) {
    throw new Error(`Task type ${definition.type}: maxAttempts must be at least 1`);
  }
  return definition;
}

/** The task types this process can create and run; workers claim only these. */
export class TaskTypeRegistry {
  private readonly types = new Map<string, TaskTypeDefinition>();

  register<TRequest, TResult>(definition: TaskTypeDefinition<TRequest, TResult>): void {
    if (this.types.has(definition.type)) {
      throw new Error(`Task type ${definition.type} is registered twice`);
    }
    this.types.set(definition.type, definition);
  }

  find(type: string): TaskTypeDefinition | undefined {
    return this.types.get(type);
  }

  get(type: string): TaskTypeDefinition {
    const found = this.types.get(type);
    if (!found) throw new Error(`Unknown task type ${type}`);
    return found;
  }

  names(): string[] {
    return [...this.types.keys()];
  }
}
