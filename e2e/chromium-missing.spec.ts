import { test } from '@playwright/test';

// Runs only when /usr/bin/chromium is missing (see playwright.config.ts), so the skip is visible.
test.skip('browser tests need Chromium at /usr/bin/chromium', () => {});
