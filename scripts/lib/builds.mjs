import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time among files below the given paths (skipping build output). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === '.next') continue;
        visit(path.join(target, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

/** True when the build output is missing or older than any of its sources. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources) > statSync(output).mtimeMs;
}
