/**
 * Typed entry for cron-parser's expression parser alone: importing the package root also pulls
 * CronFileParser, which requires Node's `fs` and does not bundle for the browser.
 */
declare module 'cron-parser/dist/CronExpressionParser' {
  export { CronExpressionParser } from 'cron-parser';
}
