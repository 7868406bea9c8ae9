import { describe, expect, it } from 'vitest';
import { flowChoice } from '../../../src/conversation/flow-choice.ts';
import { flowMenu } from '../../../src/machines/assistant/flow-catalogue.ts';
import { flowForChoice } from '../../../src/machines/assistant/flow-lookup.ts';

describe('choices that start a flow', () => {
  it('carry the flow and, when given, its input', () => {
    expect(flowForChoice(flowChoice('advice', { slug: 'maize-fall-armyworm' }))).toEqual({
      flow: 'advice',
      input: { slug: 'maize-fall-armyworm' },
    });
    expect(flowForChoice(flowChoice('weather'))).toEqual({ flow: 'weather' });
  });

  it('ignore values that name no flow', () => {
    expect(flowForChoice('flow:teleport')).toBeUndefined();
    expect(flowForChoice('yes')).toBeUndefined();
  });

  it('make up the main menu, five shown and the rest folded, with no entry that leads nowhere', () => {
    const menu = flowMenu();
    expect(menu.filter((reply) => !reply.more)).toHaveLength(5);
    expect(menu[0]?.value).toBe('flow:diagnosis');
    // The fold's buttons are numbered after the shown ones, and a typed number counts the same way.
    expect(menu.findIndex((reply) => reply.more)).toBe(5);
    expect(menu.slice(5).every((reply) => reply.more)).toBe(true);
    for (const reply of menu) expect(flowForChoice(reply.value)).toBeDefined();
  });
});
