import { describe, it, expect } from 'vitest';
import { extractContact } from './extract-contact.ts';
import { makeLine } from './test-files/make-line.ts';

describe('extractContact', () => {
  it('finds name, e-mail, an international phone and profile links anywhere', () => {
    const lines = [
      makeLine('Skills', { size: 14 }),
      makeLine('María José Núñez', { size: 22 }),
      makeLine('maria.nunez@example.es · +34 612 345 678', { parts: ['maria.nunez@example.es', '+34 612 345 678'] }),
      makeLine('github.com/mnunez | linkedin.com/in/maria-nunez'),
    ];
    const contact = extractContact(lines, []);
    expect(contact).toMatchObject({
      fullName: 'María José Núñez',
      email: 'maria.nunez@example.es',
      phone: '+34 612 345 678',
    });
    expect(contact.linkedin).toBe('linkedin.com/in/maria-nunez');
    expect(contact.github).toBe('github.com/mnunez');
  });

  it('accepts a national number valid in a common country but not a year range', () => {
    expect(
      extractContact([makeLine('Jo Li'), makeLine('2019 - 2021'), makeLine('Phone: 0151 6283 9925')], []).phone,
    ).toBe('0151 6283 9925');
  });

  it('takes a LinkedIn URL from a link target only when its handle is printed', () => {
    const lines = [makeLine('Ann Lee'), makeLine('ann-lee-42')];
    expect(extractContact(lines, ['https://www.linkedin.com/in/ann-lee-42']).linkedin).toBe(
      'https://www.linkedin.com/in/ann-lee-42',
    );
    expect(extractContact([makeLine('Ann Lee')], ['https://www.linkedin.com/in/ann-lee-42']).linkedin).toBe('');
  });
});
