#!/usr/bin/env node
/** The web server (`npm run serve`): from the JavaScript bundle, built first if the sources changed (see bundle.mjs). */
import { start } from './bundle.mjs';

await start('main');
