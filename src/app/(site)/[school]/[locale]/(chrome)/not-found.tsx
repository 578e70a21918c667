import { NotFoundMessage } from '@/components/NotFoundMessage'

export default function NotFound() {
  return <NotFoundMessage />
}
