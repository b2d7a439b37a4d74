import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { MoveInDatePicker } from './move-in-date-picker';

describe('the move-in date picker in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('names its calendar button and field in Hindi, MUI’s own words included', () => {
    render(
      <MoveInDatePicker
        value={new Date(2030, 0, 20)}
        onChange={() => undefined}
        minDate={new Date(2030, 0, 20)}
        maxDate={new Date(2030, 0, 23)}
        disabled={false}
        error={undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'तारीख चुनें, चुनी गई तारीख 20/01/2030 है' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Choose date/ })).toBeNull();
  });
});
