; A014709: The regular paper-folding (or dragon curve) sequence. Alphabet {1,2}.
; Submitted by ckrause
; 1,1,2,1,1,2,2,1,1,1,2,2,1,2,2,1,1,1,2,1,1,2,2,2,1,1,2,2,1,2,2,1,1,1,2,1,1,2,2,1,1,1,2,2,1,2,2,2,1,1,2,1,1,2,2,2,1,1,2,2,1,2,2,1,1,1,2,1,1,2,2,1,1,1,2,2,1,2,2,1

add $0,1
lpb $0
  dif $0,2
lpe
div $0,2
mod $0,2
add $0,1
