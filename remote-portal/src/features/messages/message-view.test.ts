import type { PortalMessage } from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { arrivedFromAgency, checkMessage, isSendShortcut } from './message-view';

const message = (id: string, role: 'client' | 'agency'): PortalMessage => ({
  id,
  client_id: 'c1',
  project: null,
  author_role: role,
  author_name: role === 'client' ? 'Jane' : 'Ada',
  body: 'Hello',
  attachment: null,
  read_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
});

describe('checkMessage', () => {
  it('refuses an empty or blank message and one over 5000 characters', () => {
    expect(checkMessage('  \n ')).toBe('required');
    expect(checkMessage('x'.repeat(5001))).toBe('tooLong');
    expect(checkMessage(` ${'x'.repeat(5000)} `)).toBeNull();
  });
});

describe('isSendShortcut', () => {
  it('sends on Ctrl+Enter or ⌘+Enter, not on Enter alone', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe('arrivedFromAgency', () => {
  it("announces the agency's new messages, not the client's own nor the first load", () => {
    const list = [message('1', 'client'), message('2', 'agency'), message('3', 'agency')];
    expect(arrivedFromAgency(null, list)).toEqual([]);
    expect(arrivedFromAgency(new Set(['1', '2']), list).map((each) => each.id)).toEqual(['3']);
    expect(arrivedFromAgency(new Set(['2', '3']), [...list, message('4', 'client')])).toEqual([]);
  });
});
