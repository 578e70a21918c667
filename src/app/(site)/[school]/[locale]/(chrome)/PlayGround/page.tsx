import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('PlayGround')

export { generateMetadata }
export default Page
