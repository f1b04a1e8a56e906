export { Calendar, type CalendarProps, RangeCalendar, type RangeCalendarProps } from './Calendar.tsx';
