import { mintEmulatorToken } from './api/tokens';
import { SEED_IDS } from './seed';
import { runPool, sendRaw } from './server/hardening/rawHttp';
const port = Number(process.env.API_PORT);
const req = (i: number, tag: string) => {
  const email = `${tag}-${i}@example.com`;
  return { method: 'POST', target: '/enroll', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mintEmulatorToken({ email })}` },
    body: JSON.stringify({ courseId: SEED_IDS.dataScienceCourse, price: 129, displayName: `L ${i}`, email, phone: '+15550100' }) };
};
async function main() {
  const tag = `t${Date.now()}`;
  const seq: number[] = [];
  for (let i = 0; i < 20; i++) seq.push((await sendRaw(port, req(i, tag + 's'))).elapsedMs);
  console.log('sequential', seq.map((x) => x.toFixed(1)).join(' '));
  const gets: number[] = [];
  for (let i = 0; i < 20; i++) gets.push((await sendRaw(port, { method: 'GET', target: '/courses?_limit=1' })).elapsedMs);
  console.log('sequential GET', gets.map((x) => x.toFixed(1)).join(' '));
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    const res = await runPool(Array.from({ length: 100 }, (_, i) => i), 100, (i) => sendRaw(port, req(i, `${tag}c${round}`)));
    const l = res.map((r) => r.elapsedMs).sort((a, b) => a - b);
    console.log('burst', (performance.now() - t).toFixed(0), 'min', l[0]!.toFixed(0), 'p50', l[50]!.toFixed(0), 'max', l[99]!.toFixed(0), res.filter(r=>r.status!==201).length, 'failed');
  }
}
void main();
