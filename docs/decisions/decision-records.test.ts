import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(new URL('README.md', folder), 'utf8');

describe('the decision records', () => {
  it.each(records)('%s has a title with its number, a date and a status', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^- Status: (accepted|superseded)/m);
  });

  it('send their figures to sections of docs/performance.md that exist', () => {
    const headings = new Set([...readFileSync(new URL('../performance.md', folder), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) => match[1]));
    const cited = records.flatMap((name) =>
      [...readFileSync(new URL(name, folder), 'utf8').matchAll(/`docs\/performance\.md` \("([^"]+)"\)/g)].map((match) => match[1]),
    );
    expect(cited.length).toBeGreaterThanOrEqual(4);
    for (const section of cited)
      expect(
        [...headings].some((heading) => heading?.startsWith(section as string)),
        section,
      ).toBe(true);
  });

  it('are numbered without gaps, and the index lists each with its title and status', () => {
    expect(records.map((name) => Number(name.slice(0, 3)))).toEqual(records.map((_, at) => at + 1));
    for (const name of records) {
      const text = readFileSync(new URL(name, folder), 'utf8');
      const title = text.split('\n')[0]?.split(' — ').slice(1).join(' — ');
      const status = /^- Status: (.+)$/m.exec(text)?.[1];
      expect(index).toContain(`| [${name.slice(0, 3)}](${name}) | ${title} |`);
      expect(index).toContain(`| ${status} |`);
    }
  });
});
