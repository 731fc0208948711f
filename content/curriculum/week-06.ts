import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_06: CourseWeek = {
  week: 6,
  theme: 'Moses and the Exodus: God rescues his people',
  summary:
    'God heard his people crying out as slaves in Egypt, revealed his name to Moses, judged Egypt with plagues, spared Israel through the Passover, and brought them through the sea.',
  passages: ['Exodus 1:1-2:25', 'Exodus 3:1-22', 'Exodus 12:1-42', 'Exodus 14:1-15:21'],
  memoryVerse: {
    reference: 'Exodus 14:14',
    text: 'The LORD shall fight for you, and ye shall hold your peace.',
  },
  keyWords: [
    {
      english: 'I AM',
      strongs: 'H1961',
      note: 'Hayah: to be; God names himself "I AM THAT I AM", the one who simply is and who will be with his people.',
    },
    {
      english: 'LORD',
      strongs: 'H3068',
      note: 'YHWH: God\'s own name, which the KJV prints as LORD in capitals; it sounds like "I AM" and is given to Moses at the bush.',
    },
    {
      english: 'passover',
      strongs: 'H6453',
      note: 'Pesach: the feast remembering the night the LORD passed over the houses marked with the blood of a lamb.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Slaves in Egypt, and a baby in a basket',
      reading: 'Exodus 1:1-2:10',
      teaching:
        "Joseph's family grows into a great people, just as God promised Abraham. But a new Pharaoh who did not know Joseph makes them slaves and orders every baby boy thrown into the Nile.\n\nBrave women resist him: the midwives Shiphrah and Puah, who fear God more than Pharaoh, and a mother who hides her son in a basket among the reeds. Pharaoh's own daughter finds the baby, names him Moses, and pays his mother to nurse him. God is quietly preparing a rescuer.",
      questions: [
        'Why did the new Pharaoh fear the Israelites?',
        'How did the midwives disobey Pharaoh, and why?',
        'Who found Moses, and who ended up caring for him?',
        'How do you see God at work in this story even though he is hardly mentioned?',
      ],
      activity: "Make a small basket from paper or reeds and retell the story of Moses' rescue with it.",
      gradeNotes: {
        younger: "Act out the scene by the river with Miriam, the princess and Moses' mother.",
        older: "Read Hebrews 11:23-27 and write what faith looked like for Moses' parents and for Moses.",
      },
    },
    {
      day: 2,
      title: 'The burning bush',
      reading: 'Exodus 3:1-15',
      teaching:
        'Moses has fled Egypt and spent forty years as a shepherd in Midian (Acts 7:30). Then he sees a bush burning that does not burn up. God calls from it: "Moses, Moses ... put off thy shoes from off thy feet, for the place whereon thou standest is holy ground."\n\nGod says he has seen his people\'s suffering, heard their cry and come down to deliver them. When Moses asks his name, God answers, "I AM THAT I AM." The God of Abraham, Isaac and Jacob is the God who is always there.',
      questions: [
        'What was strange about the bush?',
        'Why did Moses have to take off his shoes?',
        'What three things does God say he has done in verses 7-8?',
        'What name does God give in verse 14, and what does it tell us about him?',
      ],
      activity: 'Draw the burning bush and write "I AM THAT I AM" in the flames.',
    },
    {
      day: 3,
      title: 'Let my people go',
      reading: 'Exodus 3:16-22',
      teaching:
        "God sends Moses to the elders of Israel and to Pharaoh with a simple demand: let the people go to worship the LORD. God warns him that Pharaoh will not listen until God stretches out his hand.\n\nIn the chapters that follow, ten plagues strike Egypt: blood, frogs, lice, flies, cattle disease, boils, hail, locusts, darkness, and the death of the firstborn. Each shows that the LORD is greater than Egypt's gods and its king.",
      questions: [
        'What does God tell Moses to say to the elders and to Pharaoh?',
        'What does God say Pharaoh will do at first?',
        'Why do you think God sent so many plagues instead of just one?',
      ],
      activity: 'Make a list or poster of the ten plagues from Exodus 7-11, with a small drawing for each.',
      gradeNotes: {
        younger: 'Learn the ten plagues in order with a clapping rhyme.',
        older: 'Read Exodus 12:12 and write how the plagues were a judgment on the gods of Egypt.',
      },
    },
    {
      day: 4,
      title: 'When I see the blood',
      reading: 'Exodus 12:1-28',
      teaching:
        'Before the last plague, God tells each family to kill a spotless lamb and put its blood on the doorposts. "When I see the blood, I will pass over you." They eat the lamb with bread made without yeast, dressed and ready to leave.\n\nIsrael was to keep the Passover every year so that children would ask, "What mean ye by this service?" Centuries later Jesus ate the Passover with his disciples the night before he died, and Paul calls him "Christ our passover" (1 Corinthians 5:7).',
      questions: [
        'What kind of lamb did each family choose?',
        'What did they do with its blood, and why?',
        'Why did they eat unleavened bread?',
        'How is Jesus like the Passover lamb?',
      ],
      activity:
        'With your family, eat a simple meal of flatbread and talk through the Passover story and its questions.',
    },
    {
      day: 5,
      title: 'Through the sea',
      reading: 'Exodus 14:10-31',
      teaching:
        'Pharaoh changes his mind and chases Israel with his chariots. Trapped between the army and the sea, the people panic. Moses answers: "Fear ye not, stand still, and see the salvation of the LORD ... The LORD shall fight for you."\n\nGod sends a strong east wind, the sea divides, and Israel walks through on dry ground. When the Egyptians follow, the waters return. On the far shore Moses and Miriam lead the people in song (Exodus 15). Salvation is something God does; his people receive it and sing.',
      questions: [
        'How did the people react when they saw the Egyptians coming?',
        'What did Moses tell them to do?',
        'How did God open the sea?',
        'What did the people do after they were safe (Exodus 15:1, 20-21)?',
      ],
      activity: "Recite Exodus 14:14. Write a short song or poem of thanks like Miriam's.",
    },
  ],
};
