/**
 * JT/T 808 codec (2013 and 2019 headers): framing, escaping and check code (frame.ts), the
 * streaming deframer (splitter.ts), BCD and phones (bcd.ts), headers (header.ts), messages
 * (messages/*), alarm and status bits (alarm-bits.ts). Written for this product, no protocol library.
 */
export * from './errors.js';
export * from './frame.js';
export * from './bcd.js';
export * from './bcd-time.js';
export * from './gbk.js';
export * from './header.js';
export * from './packet.js';
export * from './splitter.js';
export * from './msg-ids.js';
export * from './alarm-bits.js';
export * from './messages/general-response.js';
export * from './messages/register.js';
export * from './messages/auth.js';
export * from './messages/location.js';
export * from './messages/location-extras.js';
export * from './messages/location-batch.js';
