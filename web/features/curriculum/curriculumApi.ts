import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MessageResponse } from '../../../core/api/common';
import type {
  CourseResponse,
  Student,
  StudentBody,
  StudentProgressResponse,
  StudentsResponse,
} from '../../../core/api/curriculum';
import { apiGet, apiPost, apiRequest } from '../../api/client';
import { sameMark, withMark, type ProgressMark } from './progressMarks';

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

/**
 * Marks a lesson done or a memory verse recited (or takes the mark back), and answers the progress to show:
 * the server's with the marks still on their way laid over it. A controlled check box would otherwise spring
 * back until the answer arrives; a failed mark is simply dropped, which puts the box back.
 */
export function useMarkProgress(id: number, progress: StudentProgressResponse | undefined) {
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState<ProgressMark[]>([]);
  const inFlight = useRef(0);
  const mutation = useMutation({
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
    onSuccess: (answer) => {
      queryClient.setQueryData(progressKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: [...STUDENTS_KEY, 'list'] });
    },
  });
  // Once the server's progress has caught up with every mark sent, the overlay has nothing left to add.
  useEffect(() => {
    if (inFlight.current === 0) setOverlay([]);
  }, [progress]);
  const mark = (change: ProgressMark, onError: (error: Error) => void) => {
    inFlight.current += 1;
    setOverlay((marks) => [...marks.filter((other) => !sameMark(other, change)), change]);
    mutation.mutate(change, {
      onSettled: () => {
        inFlight.current -= 1;
      },
      onError: (error) => {
        setOverlay((marks) => marks.filter((other) => other !== change));
        onError(error);
      },
    });
  };
  const shown = progress ? overlay.reduce(withMark, progress) : undefined;
  return { mark, shown, isPending: mutation.isPending };
}
