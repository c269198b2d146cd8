/**
 * The lead form, as its own chunk: the e-book and contact sections and the webinar
 * registration share it, and with Formik and yup inside it those libraries never count
 * as common to enough page chunks to be pulled into every page's first load.
 */
import { lazy } from 'react';

export const LeadForm = lazy(() => import('./LeadForm'));
export type { LeadFormProps } from './LeadForm';
