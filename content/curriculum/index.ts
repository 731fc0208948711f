import type { CourseWeek } from '../../core/curriculum/course';
import { WEEK_01 } from './week-01';
import { WEEK_02 } from './week-02';
import { WEEK_03 } from './week-03';
import { WEEK_04 } from './week-04';
import { WEEK_05 } from './week-05';
import { WEEK_06 } from './week-06';
import { WEEK_07 } from './week-07';
import { WEEK_08 } from './week-08';
import { WEEK_09 } from './week-09';
import { WEEK_10 } from './week-10';
import { WEEK_11 } from './week-11';
import { WEEK_12 } from './week-12';
import { WEEK_13 } from './week-13';
import { WEEK_14 } from './week-14';
import { WEEK_15 } from './week-15';
import { WEEK_16 } from './week-16';
import { WEEK_17 } from './week-17';
import { WEEK_18 } from './week-18';

/** The 18-week course, week 1 first. */
export const COURSE: readonly CourseWeek[] = [
  WEEK_01,
  WEEK_02,
  WEEK_03,
  WEEK_04,
  WEEK_05,
  WEEK_06,
  WEEK_07,
  WEEK_08,
  WEEK_09,
  WEEK_10,
  WEEK_11,
  WEEK_12,
  WEEK_13,
  WEEK_14,
  WEEK_15,
  WEEK_16,
  WEEK_17,
  WEEK_18,
];
