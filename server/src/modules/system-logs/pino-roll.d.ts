/** The part of pino-roll 4 (a size-rotated SonicBoom file stream) that the log file sink uses; the package ships no types. */
declare module 'pino-roll' {
  import type { EventEmitter } from 'node:events';

  export interface RollStream extends EventEmitter {
    /** The file being written. */
    readonly file: string;
    write(data: string): boolean;
    flush(callback?: (error?: Error) => void): void;
    end(): void;
  }

  export interface RollOptions {
    file: string;
    /** e.g. '10m'. */
    size?: string | number;
    extension?: string;
    mkdir?: boolean;
    sync?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
  }

  export default function pinoRoll(options: RollOptions): Promise<RollStream>;
}
