import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import { parseMarkdown } from '../search/markdown';
import { readmeIntroduction, readmeSection } from './readme';

describe('the README pieces the About page shows', () => {
  it("takes the Quick start's two commands, with the local address as a link", () => {
    const quickStart = readmeSection(readme, 'Quick start');
    const blocks = parseMarkdown(quickStart);
    expect(blocks.find((block) => block.type === 'code')).toEqual({
      type: 'code',
      text: 'bash scripts/start.sh\nbash scripts/test.sh',
    });
    expect(quickStart).toContain('[http://localhost:3000](http://localhost:3000)');
    expect(quickStart).not.toContain('## ');
  });

  it('takes the texts and their licences, and the purpose', () => {
    const texts = readmeSection(readme, 'Texts and licences');
    expect(texts).toContain('World English Bible (public domain');
    expect(texts).toContain('SBL Greek New Testament (CC BY 4.0)');
    expect(readmeIntroduction(readme)).toMatch(/^A free, self-hostable Bible-study website/);
  });

  it('joins a list item wrapped over several lines, so that its code spans on later lines are read', () => {
    const text = '## A\n\n- **Search** one box\n  for `H430`,\n  `G26`.\n- Two\n\nAfter';
    expect(readmeSection(text, 'A')).toBe('- **Search** one box for `H430`, `G26`.\n- Two\n\nAfter');
    const blocks = parseMarkdown(readmeSection(readme, 'What it does'));
    const list = blocks.find((block) => block.type === 'list');
    expect(list?.type === 'list' && list.items[0]).toContainEqual({ type: 'code', text: 'love in:John' });
  });

  it('stops a section at the next heading, but not at a # inside a code block', () => {
    const text = '# T\n\nIntro\n\n## A\n\none\n\n```sh\n# comment\n```\n\n## B\n\ntwo';
    expect(readmeSection(text, 'A')).toBe('one\n\n```sh\n# comment\n```');
    expect(readmeSection(text, 'B')).toBe('two');
    expect(readmeSection(text, 'C')).toBe('');
    expect(readmeIntroduction(text)).toBe('Intro');
  });
});
