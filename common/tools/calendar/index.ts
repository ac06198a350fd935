export * from './deadline-rules';
export * from './events';
export * from './ical';
