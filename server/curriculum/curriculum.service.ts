import { COURSE } from '../../content/curriculum/index';
import type {
  CourseResponse,
  ProgressMarkBody,
  Student,
  StudentBody,
  StudentProgressResponse,
  StudentsResponse,
} from '../../core/api/curriculum';
import { COURSE_WEEKS } from '../../core/curriculum/course';
import {
  checkStudent,
  STUDENT_LIMIT_WARNING,
  STUDENT_LIMITS,
  type StudentValues,
} from '../../core/curriculum/students';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { CurriculumRepository, type StudentRow } from './curriculum.repository';
import { presentStudent } from './curriculum.present';

const course: CourseResponse = { weeks: [...COURSE], plannedWeeks: COURSE_WEEKS };

function checked(body: StudentBody, partial: boolean): Partial<StudentValues> {
  const result = checkStudent(body, partial);
  if (!result.ok) throw errors.validation(result.message);
  return result.values;
}

/** The week and day must be of the course as it stands (it may hold fewer than 18 weeks while written). */
function checkLesson(week: number, day?: number) {
  const found = COURSE.find((candidate) => candidate.week === week);
  if (!found) throw errors.validation(`week must be one of the course's weeks (1-${COURSE.length})`);
  if (day !== undefined && !found.lessons.some((lesson) => lesson.day === day))
    throw errors.validation(`day must be one of week ${week}'s lessons (1-${found.lessons.length})`);
}

/** The day a mark is dated: today, or an earlier day the teacher names (not in the future). */
function markedAt(body: ProgressMarkBody, now: Date): Date {
  if (!body?.date) return now;
  const day = new Date(`${body.date}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== body.date)
    throw errors.validation('date must be a day written YYYY-MM-DD');
  // A day ahead is allowed for teachers east of UTC.
  if (day.getTime() > now.getTime() + 36 * 3600_000) throw errors.validation('date may not be in the future');
  if (day.getUTCFullYear() < 2000) throw errors.validation('date may not be before 2000');
  return day;
}

/** A teacher's students and their progress through the homeschool course (issue 21, decision 171). */
export class CurriculumService {
  readonly repository: CurriculumRepository;
  constructor(
    db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new CurriculumRepository(db);
  }

  /** The course as it stands, the same for everyone. */
  course(): CourseResponse {
    return course;
  }

  async list(userId: string): Promise<StudentsResponse> {
    const rows = await this.repository.listActive(userId);
    const progress = await this.repository.progressOf(rows.map((row) => row.id));
    return {
      students: rows.map((row) => presentStudent(row, progress)),
      limit: STUDENT_LIMITS.activeStudents,
    };
  }

  async create(userId: string, body: StudentBody): Promise<Student> {
    const values = checked(body, false) as StudentValues;
    const row = await this.repository.insertWithinLimit(userId, values, STUDENT_LIMITS.activeStudents);
    if (row === 'limit') throw errors.studentLimitReached(STUDENT_LIMIT_WARNING);
    return presentStudent(row, { lessons: [], verses: [] });
  }

  async update(userId: string, id: number, body: StudentBody): Promise<Student> {
    const row = await this.repository.update(userId, id, checked(body, true));
    if (!row) throw errors.studentNotFound();
    return presentStudent(row, await this.repository.progressOf([row.id]));
  }

  async remove(userId: string, id: number) {
    if (!(await this.repository.deactivate(userId, id, STUDENT_LIMITS.removedStudentsKept)))
      throw errors.studentNotFound();
    return { message: 'Student removed' };
  }

  async progress(userId: string, id: number): Promise<StudentProgressResponse> {
    const row = await this.repository.findActive(userId, id);
    if (!row) throw errors.studentNotFound();
    const progress = await this.repository.progressOf([row.id]);
    const doneAt = new Map(progress.lessons.map((l) => [`${l.week}/${l.day}`, l.doneAt.toISOString()]));
    const recitedAt = new Map(progress.verses.map((v) => [v.week, v.recitedAt.toISOString()]));
    return {
      student: presentStudent(row, progress),
      weeks: COURSE.map((week) => ({
        week: week.week,
        lessons: week.lessons.map((lesson) => ({
          day: lesson.day,
          doneAt: doneAt.get(`${week.week}/${lesson.day}`) ?? null,
        })),
        memoryVerseRecitedAt: recitedAt.get(week.week) ?? null,
      })),
    };
  }

  /** Marks a lesson done (or not) and answers the student's progress. */
  async setLessonDone(userId: string, id: number, week: number, day: number, done: ProgressMarkBody | false) {
    checkLesson(week, day);
    const student = await this.ownStudent(userId, id);
    if (done === false) await this.repository.unmarkLesson(student.id, week, day);
    else await this.repository.markLesson(student.id, week, day, markedAt(done, this.now()));
    return this.progress(userId, id);
  }

  /** Marks a week's memory verse recited (or not) and answers the student's progress. */
  async setVerseRecited(userId: string, id: number, week: number, recited: ProgressMarkBody | false) {
    checkLesson(week);
    const student = await this.ownStudent(userId, id);
    if (recited === false) await this.repository.unmarkVerse(student.id, week);
    else await this.repository.markVerse(student.id, week, markedAt(recited, this.now()));
    return this.progress(userId, id);
  }

  private async ownStudent(userId: string, id: number): Promise<StudentRow> {
    const row = await this.repository.findActive(userId, id);
    if (!row) throw errors.studentNotFound();
    return row;
  }
}
