import type { ReactNode } from 'react';
import type { CourseResponse } from '../../../core/api/curriculum';
import { Spinner } from '../../ui/Spinner';
import { ErrorBox } from '../../ui/ErrorBox';
import { useCourse } from './curriculumApi';

/** Renders `children` with the course once loaded; a spinner meanwhile, an error with Try Again on failure. */
export function WithCourse({ children }: { children: (course: CourseResponse) => ReactNode }) {
  const { data, isPending, isError, refetch } = useCourse();
  if (isPending) return <Spinner label="Loading the course…" />;
  if (isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorBox message="The course could not be loaded." onRetry={() => void refetch()} />
      </div>
    );
  return <>{children(data)}</>;
}
