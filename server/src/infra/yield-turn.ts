// The embedded database (PGlite) runs in this process and its queries never give the event loop a
// turn: a loop of hundreds of awaited queries holds every other request, timer and socket write
// until it ends. Such loops await this between steps so the process keeps answering meanwhile.
export { setImmediate as nextTurn } from 'node:timers/promises';
