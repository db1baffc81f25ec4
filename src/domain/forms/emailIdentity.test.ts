import { describe, expect, it } from 'vitest';
import { emailIdentity } from './emailIdentity';

describe('emailIdentity', () => {
  it.each([
    ['  Ada@Example.com ', 'ada@example.com'],
    ['ada+work@example.com', 'ada@example.com'],
    ['ada+a+b@example.com', 'ada@example.com'],
    ['a.da@example.com', 'a.da@example.com'],
    ['Ada.Love.Lace@gmail.com', 'adalovelace@gmail.com'],
    ['ada.lovelace+cal@GoogleMail.com', 'adalovelace@gmail.com'],
    ['ada.lovelace@gmail.com.example', 'ada.lovelace@gmail.com.example'],
    ['+tag@example.com', '+tag@example.com'],
    ['...@gmail.com', '...@gmail.com'],
    ['not-an-address', 'not-an-address'],
  ])('%j reaches the inbox %j', (email, inbox) => {
    expect(emailIdentity(email)).toBe(inbox);
  });
});
