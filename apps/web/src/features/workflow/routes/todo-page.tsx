import { TaskListPage } from './task-list-page';

/** `/taskManager/task/todo`: steps waiting for the user. */
export default function TodoPage() {
  return <TaskListPage kind="todo" />;
}
