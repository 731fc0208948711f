import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../core/api/common';
import type {
  CourseResponse,
  Student,
  StudentBody,
  StudentProgressResponse,
  StudentsResponse,
} from '../../../core/api/curriculum';
import { apiGet, apiPost, apiRequest } from '../../api/client';
import { withMark, type ProgressMark } from './progressMarks';

export type { ProgressMark };

const STUDENTS_KEY = ['curriculum', 'students'] as const;

/** The course (public, the same for everyone). */
export function useCourse() {
  return useQuery({
    queryKey: ['curriculum', 'course'],
    queryFn: () => apiGet<CourseResponse>('/api/curriculum/course'),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in teacher's active students; asked for only while someone is signed in. */
export function useStudents(signedIn: boolean) {
  return useQuery({
    queryKey: [...STUDENTS_KEY, 'list'],
    queryFn: () => apiGet<StudentsResponse>('/api/curriculum/students'),
    enabled: signedIn,
  });
}

export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: StudentBody }) =>
      id === undefined
        ? apiPost<Student>('/api/curriculum/students', body)
        : apiRequest<Student>('PATCH', `/api/curriculum/students/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/curriculum/students/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

function progressKey(id: number) {
  return [...STUDENTS_KEY, 'progress', id] as const;
}

/** One student's progress, week by week. */
export function useStudentProgress(id: number, signedIn: boolean) {
  return useQuery({
    queryKey: progressKey(id),
    queryFn: () => apiGet<StudentProgressResponse>(`/api/curriculum/students/${id}/progress`),
    enabled: signedIn && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Marks a lesson done or a memory verse recited (or takes the mark back). */
export function useMarkProgress(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: ProgressMark) => {
      const url =
        mark.kind === 'lesson'
          ? `/api/curriculum/students/${id}/lessons/${mark.week}/${mark.day}`
          : `/api/curriculum/students/${id}/memory-verses/${mark.week}`;
      return apiRequest<StudentProgressResponse>(
        mark.done ? 'PUT' : 'DELETE',
        url,
        mark.done && mark.date ? { date: mark.date } : undefined,
      );
    },
    // The box ticks at once; the server's answer replaces the guess, and a failure puts it back.
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: progressKey(id) });
      const before = queryClient.getQueryData<StudentProgressResponse>(progressKey(id));
      if (before) queryClient.setQueryData(progressKey(id), withMark(before, mark));
      return { before };
    },
    onError: (_error, _mark, context) => {
      if (context?.before) queryClient.setQueryData(progressKey(id), context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(progressKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: [...STUDENTS_KEY, 'list'] });
    },
  });
}
