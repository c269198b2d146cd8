/**
 * The academy's browser-side sections and page bodies, loaded as one chunk by the pages
 * that show one of them. One chunk on purpose: Gatsby moves a module that as many chunks
 * use as there are page templates (three) into the first-load JavaScript of every page,
 * and these share their level badges, webinar facts and route links.
 */
export { default as Lessons } from '../sections/Lessons';
export { default as Webinars } from '../sections/Webinars';
export { default as Registration } from '../sections/Registration';
export { default as LessonBody } from '../dynamic-bodies/Lesson';
export { default as WebinarRegistrationBody } from '../dynamic-bodies/WebinarRegistration';
