import { describe, it, expect } from 'vitest';
import { placeFloatingBoxes } from './float-boxes.ts';

const p = (text: string, inner = '') => `<w:p><w:r><w:t>${text}</w:t></w:r>${inner}</w:p>`;
const box = (relativeFrom: string, offset: number, content: string) =>
  `<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="${relativeFrom}"><wp:posOffset>${offset}</wp:posOffset></wp:positionH><wp:extent cx="1371600" cy="9000000"/><wps:wsp><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx></wps:wsp></wp:anchor></w:drawing></w:r>`;
const body = (inner: string) =>
  `<w:body>${inner}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="1134" w:right="1134"/></w:sectPr></w:body>`;
const order = (xml: string, ...texts: string[]) => texts.map((t) => xml.indexOf(`<w:t>${t}</w:t>`));

describe('placeFloatingBoxes', () => {
  it('measures a box from the margin it is anchored to: one in the right margin reads after its paragraph', () => {
    const placed = placeFloatingBoxes(
      body(p('Experience', box('rightMargin', 0, p('Page notes'))) + p('Summary', box('leftMargin', 0, p('Contact')))),
    );
    const [experience, notes, summary, contact] = order(placed, 'Experience', 'Page notes', 'Summary', 'Contact');
    expect(experience).toBeLessThan(notes!);
    expect(contact).toBeLessThan(summary!);
  });

  it('places boxes inside boxes by the page of the document, not a default page', () => {
    // On this A4 page (595 pt, margins 57 pt) a nested box 183 pt from the margin has its middle left of the
    // page's middle; on US Letter with 72 pt margins it would be right of it.
    const inner = box('margin', 183 * 12700, p('Languages'));
    const placed = placeFloatingBoxes(body(p('Skills', box('margin', 0, p('Databases', inner)))));
    const [skills, databases, languages] = order(placed, 'Skills', 'Databases', 'Languages');
    expect(databases).toBeLessThan(skills!);
    expect(languages).toBeLessThan(databases!);
  });

  it('scans a crafted body whose tags never close in linear time', () => {
    const crafted = [
      '<w:txbxContent' + '<w:pgSz '.repeat(60_000),
      body(p('x', `<w:r><w:txbxContent/>${'<wp:positionH relativeFrom="a">'.repeat(15_000)}</w:r>`)),
    ];
    for (const xml of crafted) {
      // A guard on the scan's growth, not a speed figure: a scan that went back to the start of each
      // unclosed tag takes about 20 s here; a linear one, milliseconds.
      const started = performance.now();
      expect(placeFloatingBoxes(xml).length).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
