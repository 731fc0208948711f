import { describe, expect, it } from 'vitest';
import { TIMELINE_EVENTS } from '../../content/timeline/index';
import { placesOf } from './places';

describe('placesOf', () => {
  it('links the names it knows, Hebrew before Christ and Greek after', () => {
    expect(placesOf('Jerusalem', -1000)).toEqual([{ name: 'Jerusalem', strongs: 'H3389' }]);
    expect(placesOf('Jerusalem', 30)).toEqual([{ name: 'Jerusalem', strongs: 'G2419' }]);
    expect(placesOf('Mount Sinai', -1446)).toEqual([{ name: 'Mount Sinai', strongs: 'H5514' }]);
    expect(placesOf('Sychar, Samaria', 27)).toEqual([
      { name: 'Sychar', strongs: 'G4965' },
      { name: 'Samaria', strongs: 'G4540' },
    ]);
    expect(placesOf('Aphek and Ebenezer', -1100)).toEqual([
      { name: 'Aphek', strongs: 'H663' },
      { name: 'Ebenezer', strongs: 'H72' },
    ]);
    // Greek-only names keep their Greek entry even in a date before Christ (Bethlehem has both).
    expect(placesOf('Nazareth', -5)).toEqual([{ name: 'Nazareth', strongs: 'G3478' }]);
  });

  it('gives nothing for names without an entry of their own', () => {
    expect(placesOf('The Red Sea', -1446)).toBeUndefined();
    expect(placesOf('A high mountain', 29)).toBeUndefined();
    expect(placesOf(undefined, 0)).toBeUndefined();
  });

  it("links most of the timeline's locations, each to a well-formed number", () => {
    const located = TIMELINE_EVENTS.filter((event) => event.location);
    const linked = located.filter((event) => placesOf(event.location, event.year));
    expect(linked.length / located.length).toBeGreaterThan(0.8);
    for (const event of linked)
      for (const place of placesOf(event.location, event.year)!)
        if (place.strongs) {
          expect(place.strongs, event.id).toMatch(/^[HG][1-9]\d{0,3}$/);
          expect(Number(place.strongs.slice(1)), event.id).toBeLessThanOrEqual(
            place.strongs.startsWith('H') ? 8674 : 5624,
          );
        }
  });
});
