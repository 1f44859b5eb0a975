import { TaskListPage } from './task-list-page';

/** `/taskManager/task/done`: steps the user has decided. */
export default function DonePage() {
  return <TaskListPage kind="done" />;
}
