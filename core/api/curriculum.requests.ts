import { call } from './contract';
import type { MessageResponse } from './common';
import type {
  CourseResponse,
  ProgressMarkBody,
  Student,
  StudentBody,
  StudentProgressResponse,
  StudentsResponse,
} from './curriculum';
/** The curriculum's requests (decision 275). */
export const curriculumCalls = {
  course: call('GET', '/api/curriculum/course').answer<CourseResponse>(),
  students: call('GET', '/api/curriculum/students').answer<StudentsResponse>(),
  addStudent: call('POST', '/api/curriculum/students').body<StudentBody>().answer<Student>(),
  updateStudent: call('PATCH', '/api/curriculum/students/:id').body<StudentBody>().answer<Student>(),
  removeStudent: call('DELETE', '/api/curriculum/students/:id').answer<MessageResponse>(),
  progress: call('GET', '/api/curriculum/students/:id/progress').answer<StudentProgressResponse>(),
  markLesson: call('PUT', '/api/curriculum/students/:id/lessons/:week/:day')
    .body<ProgressMarkBody>()
    .answer<StudentProgressResponse>(),
  unmarkLesson: call(
    'DELETE',
    '/api/curriculum/students/:id/lessons/:week/:day',
  ).answer<StudentProgressResponse>(),
  markMemoryVerse: call('PUT', '/api/curriculum/students/:id/memory-verses/:week')
    .body<ProgressMarkBody>()
    .answer<StudentProgressResponse>(),
  unmarkMemoryVerse: call(
    'DELETE',
    '/api/curriculum/students/:id/memory-verses/:week',
  ).answer<StudentProgressResponse>(),
};
