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

  it('make up the main menu, with no entry that leads nowhere', () => {
    for (const reply of flowMenu()) expect(flowForChoice(reply.value)).toBeDefined();
  });
});
