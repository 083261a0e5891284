/**
 * The top of a V8 CPU profile (node --cpu-prof): self time by function and by package, as shares
 * of the sampled time. Usage: tsx bench/profile-top.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rows = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package> of a script URL, or the project file, or V8's own. */
function owner(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/server/src/') || url.includes('/server/dist/')) return 'server';
  if (url.includes('shared-api')) return 'shared-api';
  return url.startsWith('node:') ? 'node' : url === '' ? '(native)' : url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, time] of selfTime) {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url ? `${owner(frame.url)} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : '';
  const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + time);
  packages.set(owner(frame.url), (packages.get(owner(frame.url)) ?? 0) + time);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
process.stdout.write(`sampled ${(total / 1e6).toFixed(1)} s\n\nby package\n${top(packages, 15)}\n\nby function (self)\n${top(functions, Number(rows))}\n`);
