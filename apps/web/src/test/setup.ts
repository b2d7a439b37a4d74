import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { changeLanguage, currentLanguage, startI18n } from '../lib/i18n';

// Components read their texts through i18next, in English unless a test switches.
await startI18n('en');

// Each test renders into a clean document with fetch as it found it.
afterEach(async () => {
  cleanup();
  // A test that reads the app in Hindi leaves the next one in English.
  if (currentLanguage() !== 'en') await changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
