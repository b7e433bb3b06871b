#!/usr/bin/env node
/** The `vitae` CLI (`npm run vitae -- <command>`): from the JavaScript bundle, built first if the sources changed (see bundle.mjs). */
import { start } from './bundle.mjs';

await start('cli');
