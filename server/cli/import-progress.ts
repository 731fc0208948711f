import type { ImportProgress } from '../bible-data/import.service';

/** A progress display: a redrawn bar on a terminal, plain lines elsewhere (CI logs, files). */
export function terminalProgress(
  stream: NodeJS.WriteStream = process.stderr,
): ImportProgress & { finish(): void } {
  const interactive = Boolean(stream.isTTY);
  let lastLine = '';
  let lastPercent = -1;
  const write = (line: string) => {
    if (interactive) {
      stream.write(`\r\x1b[2K${line}`);
      lastLine = line;
    } else {
      stream.write(`${line}\n`);
    }
  };
  const endLine = () => {
    if (interactive && lastLine) stream.write('\n');
    lastLine = '';
  };
  return {
    stage(source, message) {
      endLine();
      lastPercent = -1;
      write(`  ${source}: ${message}`);
    },
    progress(source, done, total) {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      // Without a terminal, print every tenth only, so logs stay short.
      if (!interactive && (percent === lastPercent || percent % 10 !== 0)) return;
      lastPercent = percent;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      write(
        `  ${source}: [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% (${done.toLocaleString('en')}/${total.toLocaleString('en')})`,
      );
    },
    finish: endLine,
  };
}
