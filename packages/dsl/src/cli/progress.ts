// A progress bar on the terminal for runs over a few seconds (cli-progress). Silent when stderr
// is not a terminal (CI, pipes, services) and for runs that finish quickly: the bar appears only
// once a run has taken longer than SHOW_AFTER_MS.
import cliProgress from "cli-progress";

const SHOW_AFTER_MS = 1500;

export interface Progress {
  readonly update: (done: number, total: number, phase: string) => void;
  readonly stop: () => void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): Progress {
  if (!stream.isTTY) return { update: () => {}, stop: () => {} };
  const started = now();
  let bar: cliProgress.SingleBar | undefined;
  return {
    update(done, total, phase) {
      if (!bar) {
        if (now() - started < SHOW_AFTER_MS) return;
        bar = new cliProgress.SingleBar({ stream, format: "{phase} [{bar}] {percentage}% | {value}/{total} applications | {duration_formatted}", hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic);
        bar.start(total, done, { phase });
      }
      bar.update(done, { phase });
      (bar as unknown as { render: (force?: boolean) => void }).render(true);
    },
    stop() {
      bar?.stop();
    },
  };
}
