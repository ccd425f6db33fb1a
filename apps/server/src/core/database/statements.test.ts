import { describe, expect, it } from 'vitest';
import { statementsByShape } from './statements';

describe('statementsByShape', () => {
  it('builds a statement once per shape, named by the shape', () => {
    const built: string[] = [];
    const statement = statementsByShape('kind', (shape: { by: string[] }, name) => {
      built.push(name);
      return { shape, name };
    });
    const first = statement({ by: ['month', 'product'] });
    expect(statement({ by: ['month', 'product'] })).toBe(first);
    expect(statement({ by: ['product', 'month'] })).not.toBe(first);
    expect(built).toHaveLength(2);
    expect(new Set(built).size).toBe(2);
    expect(first.name).toMatch(/^kind_[0-9a-f]{20}$/);
  });

  it('keeps at most `keep` shapes, dropping the least recently used', () => {
    let builds = 0;
    const statement = statementsByShape(
      'kept',
      (shape: number) => {
        builds++;
        return { shape };
      },
      { keep: 2 },
    );
    const one = statement(1);
    statement(2);
    expect(statement(1)).toBe(one); // 1 is now the most recently used
    statement(3); // drops 2
    expect(builds).toBe(3);
    expect(statement(1)).toBe(one);
    expect(builds).toBe(3);
    statement(2); // built again
    expect(builds).toBe(4);
  });
});
