import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taggedText } from './tagged-text';

const draw = (text: string) =>
  render(<p>{taggedText(text, [(words) => <b key="words">{words}</b>, (words) => <i key="date">{words}</i>])}</p>).container
    .innerHTML;

describe('taggedText', () => {
  it('draws each marked part with its own element and keeps the words between', () => {
    expect(draw('<0>Booked until</0> <1>12/01/2027</1>')).toBe('<p><b>Booked until</b> <i>12/01/2027</i></p>');
  });

  it('follows the order the language gives the parts', () => {
    expect(draw('<1>12/01/2027</1> <0>तक बुक है</0>')).toBe('<p><i>12/01/2027</i> <b>तक बुक है</b></p>');
  });

  it('keeps text without marks, and a part it has no drawer for, as words', () => {
    expect(draw('Booked')).toBe('<p>Booked</p>');
    expect(draw('a <2>b</2> c')).toBe('<p>a b c</p>');
  });

  it('draws markup-like words in a value as text, never as elements', () => {
    expect(draw('<1><img src=x onerror=alert(1)></1>')).toBe('<p><i>&lt;img src=x onerror=alert(1)&gt;</i></p>');
  });
});
