import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_14: CourseWeek = {
  week: 14,
  theme: 'The birth of Jesus: God with us',
  summary:
    'After centuries of waiting, God kept his promises: Jesus, the Son of God and son of David, was born of the virgin Mary in Bethlehem, the Saviour for Israel and for all the nations.',
  passages: ['Luke 1:26-56', 'Matthew 1:18-25', 'Luke 2:1-40', 'Matthew 2:1-12'],
  memoryVerse: {
    reference: 'Luke 2:11',
    text: 'For unto you is born this day in the city of David a Saviour, which is Christ the Lord.',
  },
  keyWords: [
    {
      english: 'favour',
      strongs: 'G5485',
      note: 'Charis: grace, undeserved kindness; Mary "found favour with God", a gift and not a reward.',
    },
    {
      english: 'Emmanuel',
      strongs: 'G1694',
      note: 'Emmanouel: a Hebrew name meaning "God with us"; Matthew gives it from Isaiah 7:14.',
    },
    {
      english: 'Saviour',
      strongs: 'G4990',
      note: 'Soter: one who rescues and keeps safe; the angels announce that a Saviour is born.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Be it unto me',
      reading: 'Luke 1:26-38',
      teaching:
        'After four hundred years with no new prophet, the angel Gabriel comes to Nazareth, to a young woman named Mary who is engaged to Joseph, a descendant of David. "Fear not, Mary: for thou hast found favour with God."\n\nShe will have a son called Jesus, the Son of the Highest, who will sit on David\'s throne and reign for ever, the promise God made to David. Mary asks how, since she is a virgin, and Gabriel answers that the Holy Ghost will come upon her: "with God nothing shall be impossible." Mary answers, "be it unto me according to thy word."',
      questions: [
        'Who was Mary engaged to, and whose family did he come from?',
        "What did Gabriel say about Mary's son in verses 32-33?",
        'How would this baby be conceived?',
        "What does Mary's answer in verse 38 show about her?",
      ],
      activity: 'Find the words of 2 Samuel 7:12-16 that Gabriel echoes, and write them side by side.',
      gradeNotes: {
        younger: 'Draw Gabriel visiting Mary and write verse 37 beneath.',
        older: "Read Mary's song in Luke 1:46-55 and list everything she praises God for.",
      },
    },
    {
      day: 2,
      title: "Joseph's dream",
      reading: 'Matthew 1:18-25',
      teaching:
        'When Joseph learns that Mary is expecting a child, he plans to end the engagement quietly, to protect her from shame. Then an angel appears to him in a dream: the child is from the Holy Ghost, and "thou shalt call his name JESUS: for he shall save his people from their sins."\n\nMatthew sees in this the fulfilment of Isaiah\'s promise: a virgin shall bear a son called Emmanuel, "God with us". Joseph wakes and obeys at once. He is a quiet hero of the Christmas story.',
      questions: [
        'What did Joseph first plan to do, and why?',
        'What does the name Jesus mean, according to verse 21?',
        'What does Emmanuel mean?',
        'How did Joseph respond to the angel?',
      ],
      activity: 'Make a name card for "Jesus" and "Emmanuel" and write what each name tells us on the back.',
    },
    {
      day: 3,
      title: 'Good tidings of great joy',
      reading: 'Luke 2:1-20',
      teaching:
        'A decree from Caesar Augustus sends Joseph and Mary to Bethlehem, the city of David, just as Micah had said (Micah 5:2). There Jesus is born and laid in a manger, "because there was no room for them in the inn".\n\nThe first people to hear the news are shepherds at night. An angel tells them, "unto you is born this day in the city of David a Saviour, which is Christ the Lord," and a multitude of angels praises God. The shepherds hurry to see, then go and tell everyone.',
      questions: [
        'Why did Joseph and Mary go to Bethlehem?',
        'Where was Jesus laid, and why?',
        'Why do you think God told shepherds first?',
        'What did the shepherds do after seeing Jesus?',
      ],
      activity: "Begin learning Luke 2:11. Act out the shepherds' night, with one person as the angel.",
      gradeNotes: {
        younger: "Draw the shepherds' field at night with the angels in the sky.",
        older: 'Read Micah 5:2 and write why Bethlehem mattered for the Messiah.',
      },
    },
    {
      day: 4,
      title: 'Simeon and Anna',
      reading: 'Luke 2:21-40',
      teaching:
        'Forty days after the birth, Mary and Joseph bring Jesus to the temple in Jerusalem with the offering of poor families, two birds. Old Simeon, who had been promised he would not die before seeing the Lord\'s Christ, takes the baby in his arms: "mine eyes have seen thy salvation".\n\nSimeon says Jesus will be "a light to lighten the Gentiles" as well as the glory of Israel. The aged prophetess Anna gives thanks and speaks of him to everyone waiting for redemption. The long wait of the Old Testament is over.',
      questions: [
        'What had God promised Simeon?',
        'What did Simeon say when he held Jesus?',
        'Who else would Jesus be a light to, besides Israel?',
        'What did Anna do after she saw Jesus?',
      ],
      activity:
        'Interview an older person in your church or family about what they have waited for and trusted God for.',
    },
    {
      day: 5,
      title: 'Wise men from the east',
      reading: 'Matthew 2:1-12',
      teaching:
        'Wise men come from the east following a star and asking, "Where is he that is born King of the Jews?" King Herod is troubled, and the priests point to Micah\'s prophecy: Bethlehem.\n\nThe star leads the wise men to the house where the child is. They fall down and worship him and give gold, frankincense and myrrh. These foreign visitors show that the promise to Abraham, blessing for all the families of the earth, is coming true in Jesus.',
      questions: [
        'What were the wise men looking for?',
        'How did Herod feel about the news, and why?',
        'What gifts did the wise men bring?',
        "How does this story connect to God's promise to Abraham?",
      ],
      activity: 'Recite Luke 2:11. Think of a gift you can give to Jesus this week by serving someone else.',
      gradeNotes: {
        younger: 'Draw the three gifts and talk about what each might mean.',
        older:
          "Read Matthew 2:13-23 and write the three places Matthew says Jesus' early life fulfilled Scripture.",
      },
    },
  ],
};
