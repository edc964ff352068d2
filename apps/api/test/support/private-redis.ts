import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { until } from './worker-process';

/** A Redis of a test's own (the shared one serves the other tests), started and killed at will. */
export class PrivateRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running()) return;
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const started = this.child;
    await until(async () => {
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
      return new Promise<boolean>((resolve) => {
        const probe = connect(this.port, '127.0.0.1');
        probe.once('connect', () => (probe.end(), resolve(true)));
        probe.once('error', () => resolve(false));
      });
    }, 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running()) return;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
