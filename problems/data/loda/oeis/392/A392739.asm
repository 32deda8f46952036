; A392739: A balanced 4-automatic binary sequence related to Thue-Morse sequence.
; Submitted by Science United
; 0,1,0,1,1,0,0,1,0,1,1,0,1,0,0,1,1,0,0,1,0,1,1,0,0,1,1,0,1,0,0,1,0,1,1,0,1,0,0,1,1,0,0,1,0,1,1,0,1,0,0,1,0,1,1,0,0,1,1,0,1,0,0,1,1,0,0,1,0,1,1,0,0,1,1,0,1,0,0,1

lpb $0
  add $0,1
  dir $0,2
  div $0,2
  equ $1,0
lpe
mov $0,$1
