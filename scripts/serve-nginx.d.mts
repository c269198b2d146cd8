/** Types of scripts/serve-nginx.mjs, for the TypeScript that imports it (tests/e2e/api-edge.spec.ts). */
import type { ChildProcess } from 'node:child_process';

export interface ApiProcess {
  port: number;
  /** The current process (a new one after a restart). */
  process: ChildProcess;
  restarts: number;
  /** Drains it (SIGTERM) and resolves once it has exited; it is not started again. */
  stop(): Promise<void>;
}

export interface ServedNginx {
  url: string;
  apis: ApiProcess[];
  stop(): Promise<void>;
  exited: Promise<unknown>;
}

export declare const publicDir: string;
export declare const rulesFile: string;
export declare function startNginx(options?: {
  env?: Record<string, string | undefined>;
  port?: number;
  apiProcesses?: number;
  apiPort?: number;
  quiet?: boolean;
  onLog?: (text: string) => void;
}): Promise<ServedNginx>;
