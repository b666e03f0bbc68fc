export * from './findings.js';
export * from './check.js';
export * from './records.js';
export * from './records-messages.js';
export * from './spst-sending-text.js';
export * from './extract.js';
export * from './radar.js';
