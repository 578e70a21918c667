import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('BasketballCourt')

export { generateMetadata }
export default Page
