// `npm start`: builds what changed since the last build (buildAll's check, ADR 030), then runs the
// server in this same process. One Node start instead of two: a bare Node process is a tenth of a
// warm start. The V8 flags of the command line are the server's (the Dockerfile's).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from './build-all.ts';

buildAll({ onlyChanged: true });
await import(pathToFileURL(path.join(import.meta.dirname, '../dist/server.js')).href);
